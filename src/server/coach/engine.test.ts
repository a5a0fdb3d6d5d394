import { describe, expect, it } from 'vitest';
import { EnvError } from '../env';
import { testEnv } from '../test/app';
import { createAiEngine } from './engine';

describe('createAiEngine', () => {
  it('uses the built-in offline coach by default', () => {
    expect(createAiEngine(testEnv()).name).toBe('offline');
  });

  it.each([
    [{ AI_PROVIDER: 'openai' }, 'gpt-4o-mini'],
    [{ AI_PROVIDER: 'openai', AI_MODEL: 'gpt-4.1' }, 'gpt-4.1'],
    [{ AI_PROVIDER: 'anthropic' }, 'claude-haiku-4-5'],
    [
      {
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: 'http://127.0.0.1:11434/v1',
        AI_MODEL: 'llama3.1',
      },
      'llama3.1',
    ],
  ])('builds a model engine for %j, named after its model', (env, name) => {
    expect(createAiEngine(testEnv({ AI_API_KEY: 'k', ...env })).name).toBe(name);
  });

  it('refuses to start an OpenAI-compatible provider without a base URL or a model', () => {
    expect(() => testEnv({ AI_PROVIDER: 'openai-compatible', AI_MODEL: 'm' })).toThrow(EnvError);
    expect(() =>
      testEnv({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: 'http://127.0.0.1:1/v1' }),
    ).toThrow(/AI_MODEL: is required when AI_PROVIDER=openai-compatible/);
  });
});
