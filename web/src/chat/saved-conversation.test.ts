import { afterEach, describe, expect, it } from 'vitest';
import { saveConversationId, savedConversationId } from './saved-conversation';

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('savedConversationId', () => {
  it('gives back the id saved for this claim and this dev user only', () => {
    saveConversationId('CLM-1', 'cv-1');
    expect(savedConversationId('CLM-1')).toBe('cv-1');
    expect(savedConversationId('CLM-2')).toBeNull();
    localStorage.setItem('claims.devUser', 'handler-motor');
    expect(savedConversationId('CLM-1')).toBeNull();
  });

  // A value edited by hand, left by an older page or cut short is not an id the server can
  // take: sent, every question of the claim would be refused until New conversation.
  it.each(['', 'not an id', 'cv/1', 'x'.repeat(65), '{"id":"cv1"}'])('forgets a stored value that is not an id (%j)', (value) => {
    sessionStorage.setItem('claims.conversation::CLM-1', value);
    expect(savedConversationId('CLM-1')).toBeNull();
    expect(sessionStorage.getItem('claims.conversation::CLM-1')).toBeNull();
  });

  it('forgets the id after New conversation', () => {
    saveConversationId('CLM-1', 'cv-1');
    saveConversationId('CLM-1', null);
    expect(savedConversationId('CLM-1')).toBeNull();
  });
});
