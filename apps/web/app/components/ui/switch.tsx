import * as RadixSwitch from '@radix-ui/react-switch';
import { type ReactNode, useId } from 'react';
import { cn } from './cn';

export interface SwitchProps {
  label: ReactNode;
  description?: ReactNode;
  checked?: boolean;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
  disabled?: boolean;
  name?: string;
  className?: string;
}

/** An on/off toggle with its label (notification preferences, cookie choices), built on Radix Switch. */
export function Switch({ label, description, className, ...rest }: SwitchProps) {
  const id = useId();
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className={cn('flex items-start justify-between gap-4', className)}>
      <div className="min-w-0">
        <label htmlFor={id} className="text-[0.9375rem] font-semibold text-fg">
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="mt-0.5 text-sm text-fg-muted">
            {description}
          </p>
        )}
      </div>
      <RadixSwitch.Root
        id={id}
        aria-describedby={descriptionId}
        className={cn(
          'relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full bg-fg-subtle/45 transition-colors duration-200',
          'data-[state=checked]:bg-brand-ink disabled:cursor-not-allowed disabled:opacity-60',
        )}
        {...rest}
      >
        <RadixSwitch.Thumb className="block size-5.5 translate-x-[3px] rounded-full bg-white shadow-[0_2px_6px_rgb(12_19_38/0.3)] transition-transform duration-200 data-[state=checked]:translate-x-[23px]" />
      </RadixSwitch.Root>
    </div>
  );
}
