import { useParams } from 'react-router';
import { SiteFooter } from '#web/app';
import { NotFoundPage } from '../placeholder';
import { acceptableUse } from './content/acceptableUse';
import { crisisProtocol } from './content/crisisProtocol';
import { privacy } from './content/privacy';
import { terms } from './content/terms';
import { LEGAL, type LegalDocument } from './legalInfo';
import { LegalMarkdown } from './LegalMarkdown';

const DOCUMENTS: Record<string, LegalDocument> = {
  terms,
  privacy,
  'acceptable-use': acceptableUse,
  'crisis-protocol': crisisProtocol,
};

/** /legal/:page — terms, privacy, acceptable-use and crisis-protocol; any other page is 'Page not found'. */
export default function LegalPage() {
  const { page = '' } = useParams();
  const document = Object.hasOwn(DOCUMENTS, page) ? DOCUMENTS[page] : undefined;
  if (!document) return <NotFoundPage />;

  return (
    <div className="flex min-h-dvh flex-col">
      <article className="mx-auto w-full max-w-3xl px-5 py-10 sm:px-8 lg:py-16">
        <header className="mb-10 border-b border-white/10 pb-8">
          <p className="text-sm font-medium text-rose-300">Legal</p>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-white sm:text-4xl">
            {document.title}
          </h1>
          <p className="mt-3 text-zinc-400">{document.summary}</p>
          <p className="mt-4 text-xs text-zinc-500">Last updated: {LEGAL.lastUpdated}</p>
        </header>
        <LegalMarkdown>{document.body}</LegalMarkdown>
      </article>
      <div className="mt-auto">
        <SiteFooter />
      </div>
    </div>
  );
}
