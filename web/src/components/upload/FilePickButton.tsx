/** A button that opens the file chooser (a hidden input, labelled by the button's text). */
import { useRef, type ReactNode } from 'react';
import { Button, type ButtonProps } from '../Button.tsx';

export interface FilePickButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  onFiles: (files: File[]) => void;
  accept?: string;
  multiple?: boolean;
  children: ReactNode;
  /** For tests and labels: the hidden input's accessible name. */
  inputLabel?: string;
}

export function FilePickButton({
  onFiles,
  accept,
  multiple,
  children,
  inputLabel,
  ...rest
}: FilePickButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button type="button" {...rest} onClick={() => input.current?.click()}>
        {children}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        // A disabled button's input is disabled too: a file chosen before the target is ready is not lost silently.
        disabled={rest.disabled}
        accept={accept}
        multiple={multiple}
        aria-label={inputLabel ?? (typeof children === 'string' ? children : '选择文件')}
        onChange={(e) => {
          const files = Array.from(e.currentTarget.files ?? []);
          // Clear it so choosing the same file again (to resume after a reload) fires change.
          e.currentTarget.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}
