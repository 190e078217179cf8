import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { allTools } from '../all-tools';
import { defineTool, toParameters } from './define-tool';

describe('tool definitions', () => {
  const tools = allTools({ canActOnScreen: true });

  it('generate every JSON Schema from the zod schema: a closed object, no $schema', () => {
    for (const tool of tools) {
      const params = tool.definition.parameters;
      expect(params, tool.definition.name).toEqual(toParameters(tool.inputSchema));
      expect(params.type).toBe('object');
      expect(params.additionalProperties).toBe(false);
      expect(params.properties).toBeTypeOf('object');
      expect(JSON.stringify(params)).not.toMatch(/\$schema|9007199254740991/);
    }
  });

  it('have unique snake_case names, a description and a chip label', () => {
    const names = tools.map((t) => t.definition.name);
    expect(new Set(names).size).toBe(names.length);
    for (const tool of tools) {
      expect(tool.definition.name).toMatch(/^[a-z][a-z0-9_]+$/);
      expect(tool.definition.description.length).toBeGreaterThan(40);
      const required = (tool.definition.parameters.required as string[] | undefined) ?? [];
      const sample = Object.fromEntries(required.map((k) => [k, k === 'panel' ? 'policy' : k === 'section' ? 'policy' : 'x']));
      expect(tool.activity(tool.inputSchema.parse(sample)), tool.definition.name).toMatch(/…$/);
    }
  });

  it('declare personal data on the tools that carry it', () => {
    const carries = tools
      .filter((t) => t.personalData?.result)
      .map((t) => t.definition.name)
      .sort();
    expect(carries).toEqual(
      [
        'build_timeline',
        'check_policy_in_force',
        'get_claim_section',
        'get_document',
        'get_party',
        'list_deadlines',
        'run_handling_checks',
        'run_risk_cross_checks',
        'scan_expressions_of_dissatisfaction',
        'scan_vulnerability_signals',
        'search_claim',
      ].sort(),
    );
  });

  it('describe optional and enum inputs for the model', () => {
    const section = allTools({ canActOnScreen: true }).find((t) => t.definition.name === 'get_claim_section')!;
    expect(section.definition.parameters).toMatchObject({
      required: ['section'],
      properties: { section: { type: 'string', enum: expect.arrayContaining(['overview', 'policy']) }, offset: { type: 'integer', minimum: 0 } },
    });
  });

  it('refuses a name that is not snake_case', () => {
    expect(() => defineTool({ name: 'Get-Thing', description: 'x', input: {}, activity: () => '…', run: () => ({ result: '' }) })).toThrow(/snake_case/);
  });

  it('closes nested objects too', () => {
    expect(toParameters(z.object({ a: z.object({ b: z.string() }) }))).toEqual({
      type: 'object',
      properties: { a: { type: 'object', properties: { b: { type: 'string' } }, required: ['b'], additionalProperties: false } },
      required: ['a'],
      additionalProperties: false,
    });
  });
});
