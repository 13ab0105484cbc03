import {
  type AnnouncementInput,
  type AnnouncementListQuery,
  type AnnouncementUpdate,
  adminAnnouncementCalls,
} from '@kordon/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useApi } from '../../app/admin-context';

const LIST_KEY = adminAnnouncementCalls.list.id;

export function useAnnouncements(query: Partial<AnnouncementListQuery>) {
  const api = useApi();
  return useQuery({
    queryKey: [LIST_KEY, query],
    queryFn: () => api.call(adminAnnouncementCalls.list, { query }),
    placeholderData: keepPreviousData,
  });
}

/** Every write changes the list and the strip preview; the dialogs show a 409 themselves. */
function useAnnouncementWrite<V, R>(write: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    meta: { conflictInPlace: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: [LIST_KEY] }),
  });
}

export function useCreateAnnouncement() {
  const api = useApi();
  return useAnnouncementWrite(
    async (body: AnnouncementInput) => (await api.call(adminAnnouncementCalls.create, { body })).data,
  );
}

export function useUpdateAnnouncement() {
  const api = useApi();
  // The version the entry was read at: if someone changed it since, the server answers 409.
  return useAnnouncementWrite(
    async ({ id, body }: { id: number; body: AnnouncementUpdate }) =>
      (await api.call(adminAnnouncementCalls.update, { params: { id }, body })).data,
  );
}

export function useRemoveAnnouncement() {
  const api = useApi();
  return useAnnouncementWrite((id: number) => api.call(adminAnnouncementCalls.remove, { params: { id } }));
}

/** A value once it stopped changing for `ms`: the preview asks the server after typing pauses. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The texts as the strip will show them, sanitised by the server's allow-list (never here). */
export function useStripPreview(texts: { en: string; ru: string }) {
  const api = useApi();
  const en = useSettled(texts.en, 300);
  const ru = useSettled(texts.ru, 300);
  return useQuery({
    queryKey: [adminAnnouncementCalls.preview.id, en, ru],
    queryFn: async () => (await api.call(adminAnnouncementCalls.preview, { query: { en, ru } })).data,
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
