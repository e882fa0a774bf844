import { clsx } from 'clsx';

const variants = {
  primary: 'bg-accent text-pitch-950 hover:bg-accent-strong',
  secondary: 'border border-pitch-500 bg-pitch-800 text-chalk hover:border-pitch-400 hover:bg-pitch-700',
  ghost: 'text-chalk hover:bg-pitch-700/70',
} as const;

const sizes = {
  sm: 'h-9 px-3.5 text-sm',
  md: 'h-11 px-5 text-base',
  lg: 'h-13 px-7 text-lg',
} as const;

export type ButtonStyle = { variant?: keyof typeof variants; size?: keyof typeof sizes; className?: string };

/** Button looks for elements that are not buttons, e.g. a router Link that reads as a call to action. */
export function buttonClassName({ variant = 'primary', size = 'md', className }: ButtonStyle = {}): string {
  return clsx(
    'display inline-flex shrink-0 items-center justify-center gap-2 rounded-lg tracking-wider transition-colors',
    'disabled:cursor-not-allowed disabled:opacity-60',
    variants[variant],
    sizes[size],
    className,
  );
}
