// The one button of Arena. `buttonClassName` lets links (router or download links) look the same
// without pretending to be buttons.
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { buttonSize, buttonVariant, fullWidth } from './button.css.js';

export type ButtonVariant = keyof typeof buttonVariant;
export type ButtonSize = keyof typeof buttonSize;

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

export function buttonClassName({ variant = 'primary', size = 'md', block = false }: ButtonLook = {}): string {
  return [buttonVariant[variant], buttonSize[size], block ? fullWidth : ''].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  children: ReactNode;
}

export function Button({ variant, size, block, className, type = 'button', ...rest }: ButtonProps) {
  const classes = [buttonClassName({ variant, size, block }), className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...rest} />;
}
