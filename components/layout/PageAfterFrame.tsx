'use client';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import ContentSkeleton from './ContentSkeleton';

/**
 * The page inside the signed-in frame, rendered once the frame is on screen: the frame and the
 * page are then committed as two tasks instead of one long one that holds the main thread (the
 * frame mounts once per tab; a later navigation only changes the page, which shows at once).
 */
export default function PageAfterFrame({ children }: { children: ReactNode }) {
  const [isShown, setShown] = useState(false);
  useEffect(() => startTransition(() => setShown(true)), []);
  return isShown ? children : <ContentSkeleton />;
}
