/**
 * A capability as a button (a pinned chip or a More menu item). One the claim cannot support
 * stays visible and focusable but disabled, and says why in its tooltip and description.
 */
import { useId } from 'react';
import type { Availability } from '@claims/shared/availability';
import type { CapabilityMeta } from '@claims/shared/capabilities';

export interface CapabilityButtonProps {
  capability: CapabilityMeta;
  availability: Availability;
  busy: boolean;
  onRun: (capability: CapabilityMeta) => void;
  className?: string;
}

export function CapabilityButton({ capability, availability, busy, onRun, className = 'chip' }: CapabilityButtonProps) {
  const reasonId = useId();
  const reason = availability.available ? undefined : availability.reason;
  const inactive = reason !== undefined || busy;

  return (
    <>
      <button
        type="button"
        className={className}
        data-capability={capability.id}
        aria-disabled={inactive || undefined}
        aria-describedby={reason ? reasonId : undefined}
        title={reason ?? capability.description}
        onClick={() => {
          if (!inactive) onRun(capability);
        }}
      >
        {capability.label}
      </button>
      {reason && (
        <span id={reasonId} hidden>
          {reason}
        </span>
      )}
    </>
  );
}
