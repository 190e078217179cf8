/**
 * The quick actions: pinned capabilities as chips, the rest in a "More" menu grouped by what
 * they are for. The menu is a disclosure: Tab moves through it, Escape closes it.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { ClaimRecord } from '@claims/shared/claim-record';
import { checkAvailability } from '@claims/shared/availability';
import {
  CAPABILITY_CATALOGUE,
  CAPABILITY_GROUPS,
  GROUP_LABELS,
  type CapabilityMeta,
} from '@claims/shared/capabilities';
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

  const run = (capability: CapabilityMeta) => {
    setOpen(false);
    onRun(capability);
  };

  return (
    <div className="capabilities" ref={wrapperRef}>
      <ul className="chips" aria-label="Quick actions">
        {pinned.map((capability) => (
          <li key={capability.id}>
            <CapabilityButton capability={capability} availability={availability(capability)} busy={busy} onRun={run} />
          </li>
        ))}
        <li>
          <button
            ref={toggleRef}
            type="button"
            className="chip more"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen(!open)}
          >
            More <span aria-hidden="true">{open ? '▴' : '▾'}</span>
          </button>
        </li>
      </ul>
      <div
        id={menuId}
        className="more-menu"
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            setOpen(false);
            toggleRef.current?.focus();
          }
        }}
      >
        {CAPABILITY_GROUPS.map((group) => {
          const items = CATALOGUE.filter((c) => c.group === group && !c.pinned);
          if (items.length === 0) return null;
          return (
            <section key={group} className="more-group" aria-labelledby={`${menuId}-${group}`}>
              <h3 id={`${menuId}-${group}`}>{GROUP_LABELS[group]}</h3>
              <ul>
                {items.map((capability) => (
                  <li key={capability.id}>
                    <CapabilityButton
                      capability={capability}
                      availability={availability(capability)}
                      busy={busy}
                      onRun={run}
                      className="menu-item"
                    />
                    <span className="menu-item-description">{capability.description}</span>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </div>
  );
}
