import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { activityLabel, capResult, prepareToolCall, runPreparedCall, runTool } from './run-tool';
import { TODAY, makeClaim } from '../../test/support/test-fixtures';
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
    expect(await runTool('echo', '{word:', ctx, tools)).toEqual({
      result: 'Tool failed: invalid input for echo: the arguments are not valid JSON; send an object such as {"section": "policy"}.',
      isError: true,
    });
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
    expect(await runTool('delete_claim', {}, ctx, tools)).toEqual({
      result: 'Tool failed: there is no tool called "delete_claim". Available tools: boom, echo.',
      isError: true,
    });
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

describe('prepareToolCall, activityLabel and runPreparedCall', () => {
  it("names the chip in the tool's own words for a call that can run, arguments as JSON text included", () => {
    const labelled = defineTool({
      name: 'labelled',
      description: 'Labels its chip with its input.',
      input: { word: z.string() },
      activity: ({ word }) => `Looking up ${word}…`,
      run: ({ word }) => ({ result: word }),
    });
    expect(activityLabel(prepareToolCall('labelled', { word: 'policy' }, [labelled]))).toBe('Looking up policy…');
    expect(activityLabel(prepareToolCall('labelled', '{"word":"reserve"}', [labelled]))).toBe('Looking up reserve…');
  });

  it('gives a plain chip for an unknown tool, invalid input, or an activity that throws', () => {
    expect(activityLabel(prepareToolCall('nope', {}, tools))).toBe('Looking for a tool called “nope”…');
    expect(activityLabel(prepareToolCall('echo', { word: '' }, tools))).toBe('echo…');
    const throwingLabel = defineTool({
      name: 'odd',
      description: 'Its label throws.',
      input: {},
      activity: () => {
        throw new Error('no label');
      },
      run: () => ({ result: 'ok' }),
    });
    expect(activityLabel(prepareToolCall('odd', {}, [throwingLabel]))).toBe('odd…');
  });

  it('validates a call once, for both the chip and the run', async () => {
    let validations = 0;
    const counted = defineTool({
      name: 'counted',
      description: 'Counts how often its input is validated.',
      input: {
        word: z.string().transform((w) => {
          validations += 1;
          return w;
        }),
      },
      activity: ({ word }) => `Counting ${word}…`,
      run: ({ word }) => ({ result: word }),
    });
    const prepared = prepareToolCall('counted', { word: 'once' }, [counted]);
    expect(activityLabel(prepared)).toBe('Counting once…');
    expect(await runPreparedCall(prepared, ctx)).toEqual({ result: 'once', isError: false });
    expect(validations).toBe(1);
  });

  it('runs a call that cannot run as the failure the model reads', async () => {
    const prepared = prepareToolCall('echo', { times: 2 }, tools);
    expect(prepared.ok).toBe(false);
    expect(await runPreparedCall(prepared, ctx)).toEqual(await runTool('echo', { times: 2 }, ctx, tools));
  });
});
