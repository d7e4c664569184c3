import { Spinner } from '../components/ui/Spinner';

/** Shown in the content area while a page's code chunk downloads on first load. */
export function PageLoading() {
  return (
    <div className="grid min-h-[60dvh] place-items-center">
      <Spinner className="h-8 w-8" label="Loading page" />
    </div>
  );
}
