// What the api project's global setup provides to tests (see test/*/global-setup.ts).
import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The fake Anthropic server, as the SDK's base URL (it adds `/v1/messages`). */
    anthropicBaseUrl: string;
    /** The fake OpenAI server, as the SDK's base URL (ending in `/v1`). */
    openaiBaseUrl: string;
    /** The stand-in Cloudflare Access team domain (serves the JWKS a test publishes). */
    accessTeamDomain: string;
  }
}
