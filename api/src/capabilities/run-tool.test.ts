import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { capResult, runTool } from './run-tool';
import { TODAY, makeClaim } from './test-fixtures';
import { defineTool } from './tools/define-tool';

const ctx = { claim: makeClaim(), today: TODAY };

const boom = defineTool({
  name: 'boom',
  description: 'Always throws.',
  input: {},
  activity: () => 'Exploding…',
  run: () => {
    throw new Error('the repairer record is missing');
  },
});

const echo = defineTool({
  name: 'echo',
  description: 'Echoes a word, optionally many times.',
  input: { word: z.string().min(1), times: z.number().int().min(1).max(5000).optional() },
  activity: () => 'Echoing…',
  run: async ({ word, times = 1 }) => ({ result: word.repeat(times) }),
});

const tools = [boom, echo];

describe('runTool', () => {
  it('runs a tool with valid input', async () => {
    expect(await runTool('echo', { word: 'hi' }, ctx, tools)).toEqual({ result: 'hi', isError: false });
  });

  it('accepts arguments as a JSON string, and nothing for a tool without inputs', async () => {
    expect(await runTool('echo', '{"word":"yo"}', ctx, tools)).toEqual({ result: 'yo', isError: false });
    expect((await runTool('boom', undefined, ctx, tools)).result).toMatch(/repairer/);
    expect(await runTool('echo', '{word:', ctx, tools)).toEqual({ result: 'Tool failed: invalid input for echo: the arguments are not valid JSON; send an object such as {"section": "policy"}.', isError: true });
  });

  it('turns a throw into "Tool failed: <message>"', async () => {
    expect(await runTool('boom', {}, ctx, tools)).toEqual({ result: 'Tool failed: the repairer record is missing', isError: true });
  });

  it('refuses invalid input, naming each field', async () => {
    const out = await runTool('echo', { word: '', times: 'x', extra: 1 }, ctx, tools);
    expect(out.isError).toBe(true);
    expect(out.result).toMatch(/^Tool failed: invalid input for echo: /);
    expect(out.result).toMatch(/word: Too small/);
    expect(out.result).toMatch(/times: Invalid input: expected number, received string/);
    expect(out.result).toMatch(/Unrecognized key: "extra"/);
  });

  it('refuses an unknown tool, listing the ones there are', async () => {
    expect(await runTool('delete_claim', {}, ctx, tools)).toEqual({ result: 'Tool failed: there is no tool called "delete_claim". Available tools: boom, echo.', isError: true });
  });

  it('cuts a result over the cap with a note of what was left out', async () => {
    const out = await runTool('echo', { word: 'abcdefghij', times: 1000 }, ctx, tools);
    expect(out.isError).toBe(false);
    expect(out.result.length).toBeLessThanOrEqual(4000);
    expect(out.result.length).toBeGreaterThan(3990);
    expect(out.result).toMatch(/… \[cut: \d+ more characters left out to keep this short; ask for less, e.g. with an offset or a narrower query\]$/);
    const left = Number(/cut: (\d+)/.exec(out.result)![1]);
    expect(left).toBe(10000 - out.result.indexOf('… [cut'));
  });

  it('uses every tool by default, screen actions included', async () => {
    const out = await runTool('highlight_panel', { panel: 'policy' }, ctx);
    expect(out.clientActions).toEqual([{ type: 'highlight_panel', panel: 'policy' }]);
  });
});

describe('capResult', () => {
  it('leaves short results alone', () => {
    expect(capResult('short')).toBe('short');
  });
});
