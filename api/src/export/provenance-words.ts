/** What wrote an answer, in words, the same in both export formats (from D1 `answer_models`). */
import type { AnswerModel } from '../storage/answer-models';

export function provenanceWords(writer: AnswerModel | undefined): string {
  if (!writer) return 'Written by: not recorded (answered before provenance was kept).';
  if (writer.provider === 'offline') return 'Written by: offline mode (the tools’ own results; no language model or prompt).';
  const model = writer.model ? `, model ${writer.model}` : '';
  const prompt = writer.promptVersion ? `, prompt version ${writer.promptVersion}` : ', prompt version not recorded';
  return `Written by: ${writer.provider}${model}${prompt}.`;
}
