// Its own module, not in icons.tsx: that module is in the chunk every page loads, and only the pages
// with downloads (/recursos, the product page) need this one.
import { PathIcon } from "./icons";

/** A document with a downward arrow: a file to download (datasheets, manuals). */
export function DocumentIcon({ className = "size-5" }: { className?: string }) {
  return (
    <PathIcon
      className={className}
      path="M6 2h9l5 5v15H6zm8 1.5V8h4.5zM11 11v5.2l-2.1-2.1-1.4 1.4 4.5 4.5 4.5-4.5-1.4-1.4-2.1 2.1V11z"
    />
  );
}
