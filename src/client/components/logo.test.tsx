import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LOGO, logoSvg } from '@shared/logo';
import favicon from '../public/favicon.svg?raw';
import { Logo } from './logo';

describe('the Pillars mark', () => {
  it('is the favicon, byte for byte', () => {
    expect(favicon.trim()).toBe(logoSvg());
  });

  it('draws the same tile and pillars in the app, hidden beside the product name', () => {
    const { container, getByText } = render(<Logo />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.querySelector('rect')!.getAttribute('fill')).toBe(LOGO.tile.fill);
    expect(svg.querySelector('path')!.getAttribute('d')).toBe(LOGO.pillars.d);
    expect(getByText('Pillars')).toBeTruthy();
  });

  it('is decorative in markup unless given a title', () => {
    const svg = logoSvg({ size: 28 });
    expect(svg).toContain('width="28" height="28"');
    expect(svg).toContain('aria-hidden="true"');
    expect(logoSvg({ title: 'Pillars' })).toContain('role="img" aria-label="Pillars"');
  });
});
