/**
 * The quick actions: pinned capabilities as chips, the rest in a "More" menu grouped by what
 * they are for. The menu is a disclosure: Tab moves through it; Escape, a press outside it or
 * tabbing out of it closes it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { ClaimRecord } from '@claims/shared/claim-record';
import { checkAvailability } from '@claims/shared/availability';
import { CAPABILITY_CATALOGUE, CAPABILITY_GROUPS, GROUP_LABELS, type CapabilityMeta } from '@claims/shared/capabilities';
import { CapabilityButton } from './CapabilityButton';

const CATALOGUE: readonly CapabilityMeta[] = CAPABILITY_CATALOGUE;

export interface CapabilityMenuProps {
  claim: ClaimRecord;
  busy: boolean;
  onRun: (capability: CapabilityMeta) => void;
}

export function CapabilityMenu({ claim, busy, onRun }: CapabilityMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const pinned = CATALOGUE.filter((c) => c.pinned);
  const availability = (c: CapabilityMeta) => checkAvailability(c.requires, claim);

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    return () => document.removeEventListener('pointerdown', closeOnOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  const runChip = (capability: CapabilityMeta) => {
    setOpen(false);
    onRun(capability);
  };

  // The chosen item is hidden with the menu, so focus goes back to the button, not the page.
  const runFromMenu = (capability: CapabilityMeta) => {
    close();
    onRun(capability);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only hears Escape and arrow keys bubbling from its own buttons
    <div
      className="capabilities"
      ref={wrapperRef}
      onKeyDown={(event) => {
        // On the wrapper, not the menu: focus is still on the More button just after opening.
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          close();
        }
      }}
      onBlur={(event) => {
        // The open menu lies over the transcript: once focus has moved on, it only hides things.
        const next = event.relatedTarget;
        if (open && next instanceof Node && !event.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <ul className="chips" aria-label="Quick actions">
        {pinned.map((capability) => (
          <li key={capability.id}>
            <CapabilityButton capability={capability} availability={availability(capability)} busy={busy} onRun={runChip} />
          </li>
        ))}
        <li>
          <button ref={toggleRef} type="button" className="chip more" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(!open)}>
            More <span aria-hidden="true">{open ? '▴' : '▾'}</span>
          </button>
        </li>
      </ul>
      <div id={menuId} className="more-menu" hidden={!open}>
        {CAPABILITY_GROUPS.map((group) => {
          const items = CATALOGUE.filter((c) => c.group === group && !c.pinned);
          if (items.length === 0) return null;
          return (
            <section key={group} className="more-group" aria-labelledby={`${menuId}-${group}`}>
              <h3 id={`${menuId}-${group}`}>{GROUP_LABELS[group]}</h3>
              <ul>
                {items.map((capability) => {
                  const available = availability(capability);
                  return (
                    <li key={capability.id}>
                      <CapabilityButton capability={capability} availability={available} busy={busy} onRun={runFromMenu} className="menu-item" />
                      {/* Where it cannot run, the reason takes the description's place: a tooltip alone reaches no keyboard user. */}
                      <span className="menu-item-description">{available.available ? capability.description : available.reason}</span>
                    </li>
                  );
                })}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}
