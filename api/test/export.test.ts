/**
 * A conversation as a document through the real Worker on local D1: who may export it, both
 * formats, the content written from the stored transcript, and the download's headers.
 */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLAIMS } from '../demo';
import { EXPORT_CONTENT_SECURITY_POLICY } from '../src/routes/export';
import { upsertUsers } from '../src/storage/users';
import { answeredTurn, type AnsweredTurn } from './answer-turn';
import { call, seedDemo } from './helpers';

const motor = DEMO_CLAIMS.find((c) => c.handler.team === 'Motor')!;
let turn: AnsweredTurn;

beforeAll(async () => {
  await seedDemo();
  await upsertUsers(env.DB, [{ id: 'supervisor-property', email: 'sp@claims.example', name: 'Sam Property', role: 'supervisor', team: 'Property' }]);
  turn = await answeredTurn('handler-motor', motor.id, { message: 'Validate the policy', capability: 'policy_validation' });
  await answeredTurn('handler-motor', motor.id, { message: 'When was <b>the loss</b> reported?', conversationId: turn.conversationId });
});

const exportOf = (user: string, query = '', id = turn.conversationId) => call(`/api/conversations/${id}/export${query}`, { user });

describe('GET /api/conversations/:id/export', () => {
  it('gives the owner a Markdown file: questions, answers, sources in words and the tools used', async () => {
    const res = await exportOf('handler-motor', '?format=md');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/markdown; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toMatch(new RegExp(`^attachment; filename="conversation-${motor.id}-\\d{4}-\\d{2}-\\d{2}\\.md"$`));
    const md = await res.text();
    expect(md).toMatch(new RegExp(`^# Conversation on claim ${motor.id}\\n`));
    expect(md).toContain('by Priya Chaudhary');
    expect(md).toContain('## 1. Validate the policy');
    expect(md).toContain('> Validate the policy');
    expect(md).toContain('## 2. Question');
    expect(md).toContain('> When was <b>the loss</b> reported?');
    expect(md).toContain('**Tools used** (arguments and results as stored)');
    expect(md).toContain('- check_policy_in_force (');
    // The stored answer's markers are written out in its text; each appears only in its source list.
    const transcript = (await (await call(`/api/conversations/${turn.conversationId}`, { user: 'handler-motor' })).json()) as {
      messages: { role: string; text: string }[];
    };
    const answers = transcript.messages.filter((m) => m.role === 'assistant').map((m) => m.text);
    expect(answers.join('')).toMatch(/\[(doc|msg|event|party):/);
    const outsideToolResults = md.replace(/(`{3,})[\s\S]*?\1/g, '');
    for (const line of outsideToolResults.split('\n').filter((l) => /\[(doc|msg|event|party):/.test(l)))
      expect(line).toMatch(/^- .*`\[(doc|msg|event|party):[^\]]+\]`$/);
    expect(md).toContain('**Sources cited**');
  });

  it("gives an HTML page that prints cleanly, runs nothing and shows the handler's markup as text", async () => {
    const res = await exportOf('handler-motor', '?format=html');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('Content-Disposition')).toMatch(/filename="conversation-.*\.html"$/);
    expect(res.headers.get('Content-Security-Policy')).toBe(EXPORT_CONTENT_SECURITY_POLICY);
    const html = await res.text();
    expect(html).toContain('@media print');
    expect(html).toContain('When was &lt;b&gt;the loss&lt;/b&gt; reported?');
    expect(html).not.toMatch(/<script/i);
  });

  it('is Markdown when no format is given, and refuses a format it cannot write', async () => {
    expect((await exportOf('handler-motor')).headers.get('Content-Type')).toMatch(/^text\/markdown/);
    const res = await exportOf('handler-motor', '?format=pdf');
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { issues: { path: string; message: string }[] } };
    expect(body.error.issues[0]).toMatchObject({ path: 'format', message: expect.stringMatching(/format=md .*format=html/) });
  });

  it('is given to the owner, a supervisor overseeing the team and admins, and to nobody else', async () => {
    expect((await exportOf('supervisor')).status).toBe(200);
    expect((await exportOf('admin')).status).toBe(200);
    const bySupervisor = await (await exportOf('supervisor')).text();
    expect(bySupervisor).toContain('by Priya Chaudhary');
    expect(bySupervisor).toContain('by Helen Whitcombe');
    expect((await exportOf('handler-property')).status).toBe(404);
    expect((await exportOf('supervisor-property')).status).toBe(404);
    expect((await exportOf('handler-motor', '', 'no-such-conversation')).status).toBe(404);
    expect((await exportOf('handler-motor', '', 'bad id!')).status).toBe(400);
  });
});
