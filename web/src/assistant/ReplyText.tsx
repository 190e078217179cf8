/**
 * One stretch of the assistant's reply: Markdown rendered to sanitised HTML, with citation
 * buttons handled by delegation (the HTML is regenerated as text streams in).
 */
import { useDeferredValue, useMemo, type MouseEvent } from 'react';
import { CITATION_KINDS, type CitationKind } from '@claims/shared/citations';
import { renderReply, type DescribeSource } from '../render/render-reply';
import type { FigureMark } from '../render/mark-figures';

export interface ReplyTextProps {
  text: string;
  describeSource: DescribeSource;
  onCite: (kind: CitationKind, id: string) => void;
  /** Figures in this text the figure check did not find, with offsets into `text`. */
  unverified?: readonly FigureMark[];
}

const NONE: readonly FigureMark[] = [];

export function ReplyText({ text, describeSource, onCite, unverified = NONE }: ReplyTextProps) {
  // Deferred: while a long reply streams in faster than it can be rendered, React renders the
  // latest text and skips the chunks in between, rather than re-parsing the whole reply per chunk.
  const shownText = useDeferredValue(text);
  const html = useMemo(() => renderReply(shownText, describeSource, unverified), [shownText, describeSource, unverified]);

  function handleClick(event: MouseEvent<HTMLDivElement>): void {
    const target = event.target instanceof Element ? event.target.closest('button[data-cite]') : null;
    const cite = target?.getAttribute('data-cite');
    if (!cite) return;
    const colon = cite.indexOf(':');
    const kind = cite.slice(0, colon) as CitationKind;
    if (!CITATION_KINDS.includes(kind)) return;
    event.preventDefault();
    onCite(kind, cite.slice(colon + 1));
  }

  // The HTML comes from renderReply, which sanitises it; clicks only reach our own buttons.
  // aria-busy while the text shown is behind the text received: the last chunks are on their way.
  // biome-ignore lint/a11y/useKeyWithClickEvents: clicks bubble from the citation buttons inside, which have their own keys
  // biome-ignore lint/a11y/noStaticElementInteractions: as above, the handler only acts on our own buttons
  // biome-ignore lint/security/noDangerouslySetInnerHtml: renderReply sanitises the HTML (render-reply.ts)
  return <div className="reply-text" aria-busy={shownText !== text} onClick={handleClick} dangerouslySetInnerHTML={{ __html: html }} />;
}
