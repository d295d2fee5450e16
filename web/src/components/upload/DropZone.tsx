/**
 * Drag-and-drop files onto an area (the drive, the publish form). While files are dragged over it the
 * area shows an outline and the label; a drop hands the files over. Keyboard and screen-reader users
 * have the FilePickButton, which every drop zone sits next to.
 */
import { clsx } from 'clsx';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import './upload.css';

export interface DropZoneProps {
  onFiles: (files: File[]) => void;
  /** What a drop does, e.g. 松开鼠标，上传到当前文件夹. */
  label: string;
  children: ReactNode;
  disabled?: boolean;
  className?: string;
}

const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes('Files');

export function DropZone({ onFiles, label, children, disabled, className }: DropZoneProps) {
  const [over, setOver] = useState(false);
  // dragenter/leave fire for every child: count them so the outline doesn't flicker.
  const depth = useRef(0);

  const reset = () => {
    depth.current = 0;
    setOver(false);
  };

  return (
    <div
      className={clsx('upl-drop', over && 'upl-drop--over', className)}
      data-testid="drop-zone"
      onDragEnter={(e) => {
        if (disabled || !hasFiles(e)) return;
        e.preventDefault();
        depth.current += 1;
        setOver(true);
      }}
      onDragOver={(e) => {
        if (disabled || !hasFiles(e)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'copy';
      }}
      onDragLeave={() => {
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setOver(false);
      }}
      onDrop={(e) => {
        if (disabled || !hasFiles(e)) return;
        e.preventDefault();
        reset();
        const files = Array.from(e.dataTransfer.files);
        if (files.length > 0) onFiles(files);
      }}
    >
      {children}
      {over && (
        <div className="upl-drop__overlay" aria-hidden="true">
          <span>{label}</span>
        </div>
      )}
    </div>
  );
}
