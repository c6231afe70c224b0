import { useEffect } from "react";
import { useLocation } from "react-router";

export const HASH_SCROLL_DELAY_MS = 100;

/** When the address carries a hash, smooth-scrolls to the element of that id after 100 ms. */
export function HashScroll() {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    const timer = setTimeout(() => {
      document.getElementById(id)?.scrollIntoView({ behavior: "smooth", block: "start" });
    }, HASH_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [hash, key]);
  return null;
}
