export { HistoryChart } from './history-chart';
export { ScorePie } from './pie-chart';
export { PillarsRadar } from './radar-chart';
