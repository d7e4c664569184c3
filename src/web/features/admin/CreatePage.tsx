import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { PageLoading, useViewer } from '#web/app';
import { AccessDenied } from './AccessDenied';
import { createCharacter } from './api';
import { CharacterForm } from './CharacterForm';

/** /create: a new character (admins only; the server refuses anyone else). */
export default function CreatePage() {
  const viewer = useViewer();
  const navigate = useNavigate();
  if (viewer.status === 'loading') return <PageLoading />;
  if (!viewer.isAdmin) return <AccessDenied />;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:px-6">
      <h1 className="mb-6 text-2xl font-bold text-white">Create Character</h1>
      <CharacterForm
        submitLabel="Create Character"
        onSubmit={async (values) => {
          const created = await createCharacter(values);
          toast.success(`${created.name} created`);
          navigate('/admin/characters');
        }}
      />
    </div>
  );
}
