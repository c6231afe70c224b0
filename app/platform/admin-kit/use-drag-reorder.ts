// Reordering a list by dragging with the mouse, with the browser's own drag and drop (decision 048):
// no library, and only the back office imports it. A drop calls `onMove(from, to)`, which posts the
// same move the keyboard's "Subir"/"Bajar" buttons do, so there is one server path. Each list has
// its own hook, so an item dropped on another list is ignored. Touch screens and keyboards use the
// buttons (native drag and drop is for mice and pens).
import { type DragEvent, useState } from "react";
import { useHydrated } from "./use-hydrated";

export function useDragReorder(onMove: (from: number, to: number) => void) {
  const hydrated = useHydrated();
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const reset = () => {
    setDragging(null);
    setOver(null);
  };

  /** For the element the pointer grabs (the item itself, or a handle inside it). */
  const handleProps = (index: number, image?: () => Element | null) =>
    hydrated
      ? {
          draggable: true,
          onDragStart: (event: DragEvent<HTMLElement>) => {
            event.dataTransfer.effectAllowed = "move";
            event.dataTransfer.setData("text/plain", String(index));
            const picture = image?.();
            if (picture) event.dataTransfer.setDragImage(picture, 24, 24);
            setDragging(index);
          },
          onDragEnd: reset,
        }
      : {};

  /** For the element a dragged item may be dropped on (the item's row). */
  const targetProps = (index: number) => ({
    onDragOver: (event: DragEvent<HTMLElement>) => {
      if (dragging === null) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = "move";
      if (over !== index) setOver(index);
    },
    onDrop: (event: DragEvent<HTMLElement>) => {
      if (dragging === null) return;
      event.preventDefault();
      const from = dragging;
      reset();
      if (from !== index) onMove(from, index);
    },
    "data-dragging": dragging === index ? "" : undefined,
    "data-drop-target": over === index && dragging !== null && dragging !== index ? "" : undefined,
  });

  return { handleProps, targetProps, hydrated };
}
