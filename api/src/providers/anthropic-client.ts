/**
 * The Anthropic client the Worker ships: the SDK's base client with the Messages API alone. The
 * SDK's default export builds every resource (beta, admin, files, skills…) in its constructor, so
 * none of them can be left out of the bundle; this one leaves them out (50 KiB of the gzipped
 * Worker, BENCHMARKS.md).
 */
import { BaseAnthropic } from '@anthropic-ai/sdk/client';
import { Messages } from '@anthropic-ai/sdk/resources/messages/messages';

export class AnthropicMessagesClient extends BaseAnthropic {
  messages: Messages = new Messages(this);
}
