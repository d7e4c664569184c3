import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { GenerateImageRequest } from '#shared/api/imaging';
import { IMAGING_MESSAGES } from '#shared/imaging';
import { PageLoading, useViewer } from '#web/app';
import { ApiRequestError } from '#web/lib/api';
import { BuyCreditsDialog, creditKeys } from '../dashboard';
import { imagingKeys, startImage } from './api';
import { GenerateForm } from './GenerateForm';
import { JobView } from './JobView';
import { NotEnoughCreditsDialog } from './NotEnoughCreditsDialog';
import { PremiumFeatureCard } from './PremiumFeatureCard';
import { useGeneratorRoster } from './useGeneratorRoster';

/** /generate: Premium members describe an image; it is made in a server-side job. */
export default function GeneratePage() {
  const viewer = useViewer();
  if (viewer.status === 'loading') return <PageLoading />;
  if (!viewer.isPremium) return <PremiumFeatureCard />;
  return <Generator />;
}

function Generator() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const { roster, loading } = useGeneratorRoster();
  const [jobId, setJobId] = useState<string | null>(null);
  const [shortOfCredits, setShortOfCredits] = useState<string | null>(null);
  const [buying, setBuying] = useState(false);

  const start = useMutation({
    mutationFn: (request: GenerateImageRequest) => startImage(request),
    onSuccess: ({ jobId: id }) => {
      setJobId(id);
      void queryClient.invalidateQueries({ queryKey: creditKeys.all });
    },
    onError: (error) => {
      if (error instanceof ApiRequestError && error.code === 'insufficient_credits') {
        setShortOfCredits(error.message);
        return;
      }
      if (error instanceof ApiRequestError && error.code === 'premium_required') {
        toast.error(error.message || IMAGING_MESSAGES.premiumRequired);
        void navigate('/pricing');
        return;
      }
      toast.error(
        error instanceof ApiRequestError ? error.message : IMAGING_MESSAGES.fallbackFailure,
      );
    },
  });

  // A finished image joins the collection; a failed one may have given credits back.
  const onFinished = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: imagingKeys.collection });
    void queryClient.invalidateQueries({ queryKey: creditKeys.all });
  }, [queryClient]);

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold text-white">Generate Image</h1>
        <p className="mt-1 text-sm text-zinc-400">
          Describe a scene and your companion will pose for it. Every image is saved to your
          collection.
        </p>
      </header>
      {jobId ? (
        <JobView jobId={jobId} onFinished={onFinished} onAnother={() => setJobId(null)} />
      ) : (
        <div className="rounded-3xl border border-white/10 bg-white/[0.03] p-6">
          <GenerateForm
            roster={roster}
            rosterLoading={loading}
            isPremium
            submitting={start.isPending}
            initialCharacterId={params.get('character')}
            onSubmit={(request) => start.mutate(request)}
          />
        </div>
      )}
      <NotEnoughCreditsDialog
        message={shortOfCredits}
        onClose={() => setShortOfCredits(null)}
        onBuy={() => {
          setShortOfCredits(null);
          setBuying(true);
        }}
      />
      <BuyCreditsDialog open={buying} onOpenChange={setBuying} />
    </div>
  );
}
