/**
 * A page's title as the dashboard pages draw it. The entry draws the same heading while a page's chunk loads on a
 * first visit (app/router.tsx), so the two must match: the text and its place do not move when the page arrives.
 */
export function PageHeading({ id, children }: { id?: string; children: string }) {
  return (
    <h1 id={id} className="display text-3xl sm:text-4xl">
      {children}
    </h1>
  );
}
