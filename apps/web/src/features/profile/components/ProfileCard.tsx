import { MAX_PROFILE_PHOTO_BYTES } from '@redzone/contract';
import { Camera, Pencil } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/use-toast';
import { downscaleImage } from '../downscale-image';
import { saveProfile, useProfile } from '../profile-store';

/** P2 §2: avatar with photo upload, editable name and email (view and edit modes), Online. */
export function ProfileCard() {
  const { t } = useTranslation();
  const profile = useProfile();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(profile.name);
  const nameHintId = useId();
  const [email, setEmail] = useState(profile.email);
  const fileId = useId();

  async function onPhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_PROFILE_PHOTO_BYTES) {
      toast({
        title: t('profile.fileTooLarge'),
        description: t('profile.fileTooLargeDetail'),
        variant: 'destructive',
      });
      return;
    }
    try {
      saveProfile({ image: await downscaleImage(file) });
      toast({ title: t('profile.photoUpdated') });
    } catch {
      toast({
        title: t('profile.photoFailed'),
        description: t('profile.photoFailedDetail'),
        variant: 'destructive',
      });
    }
  }

  function startEdit() {
    setName(profile.name);
    setEmail(profile.email);
    setEditing(true);
  }

  function save() {
    saveProfile({ name: name.trim(), email: email.trim() });
    setEditing(false);
    toast({ title: t('profile.saved') });
  }

  return (
    <Card>
      <div className="flex items-center gap-4">
        <div className="relative shrink-0">
          {profile.image ? (
            <img
              src={profile.image}
              alt={t('profile.avatarAlt')}
              width={80}
              height={80}
              className="size-20 rounded-full object-cover"
            />
          ) : (
            <div
              aria-hidden
              className="flex size-20 items-center justify-center rounded-full bg-neutral-800 text-3xl font-bold text-neutral-300"
            >
              {(profile.name.trim()[0] ?? '?').toUpperCase()}
            </div>
          )}
          <label
            htmlFor={fileId}
            className="absolute -bottom-1 -right-1 flex size-9 cursor-pointer items-center justify-center rounded-full bg-red-600 text-white shadow focus-within:ring-2 focus-within:ring-red-300"
          >
            <Camera className="size-4" aria-hidden />
            <span className="sr-only">{t('profile.changePhoto')}</span>
            <input
              id={fileId}
              type="file"
              accept="image/*"
              className="sr-only"
              onChange={(e) => void onPhoto(e)}
            />
          </label>
        </div>
        <div className="min-w-0 flex-1">
          <p className="truncate text-xl font-bold text-white">
            {profile.name || t('profile.anonymous')}
          </p>
          {profile.email ? (
            <p className="truncate text-sm text-neutral-400">{profile.email}</p>
          ) : null}
          <p className="mt-1 flex items-center gap-1.5 text-sm text-green-400">
            <span className="size-2 rounded-full bg-green-400" aria-hidden />
            {t('profile.online')}
          </p>
        </div>
        {!editing ? (
          <Button variant="outline" size="icon" onClick={startEdit} aria-label={t('profile.edit')}>
            <Pencil aria-hidden />
          </Button>
        ) : null}
      </div>
      {editing ? (
        <form
          className="mt-4 space-y-3"
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <TextField
            label={t('profile.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            autoComplete="name"
            maxLength={100}
            aria-describedby={nameHintId}
          />
          {/* People expect this name in contacts' SMS; decision 041 took it out: say so. */}
          <p id={nameHintId} className="-mt-2 text-sm text-neutral-300">
            {t('profile.nameHint')}
          </p>
          <TextField
            label={t('profile.email')}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoComplete="email"
            maxLength={200}
          />
          <div className="flex gap-2">
            <Button type="submit">{t('profile.save')}</Button>
            <Button variant="outline" onClick={() => setEditing(false)}>
              {t('profile.cancel')}
            </Button>
          </div>
        </form>
      ) : null}
    </Card>
  );
}
