import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGE_TYPES, endpoints, type MessageConfigEntry, type MessageType } from '@zaowu/shared';
import { call } from '../../lib/api-client.ts';
import { notify } from '../../lib/toast.ts';
import { messageKeys } from './api.ts';
import { typeLabel } from './notifications-api.ts';
import { toastFailure } from '../../lib/errors.ts';

// ---- message settings ------------------------------------------------------------------------------

/** System notices (type 1) cannot be switched off (the upstream always delivers them). */
export const ALWAYS_ON_TYPES: readonly MessageType[] = [1];

export type MessageConfig = Record<MessageType, boolean>;

function toMessageConfig(rows: readonly MessageConfigEntry[]): MessageConfig {
  const config = Object.fromEntries(MESSAGE_TYPES.map((t) => [t.type, true])) as MessageConfig;
  for (const row of rows) if (row.message_type in config) config[row.message_type] = row.enabled;
  for (const type of ALWAYS_ON_TYPES) config[type] = true;
  return config;
}

export const messageConfigQuery = () =>
  queryOptions({
    queryKey: messageKeys.config,
    queryFn: async () => toMessageConfig(await call(endpoints.message.configGet)),
    staleTime: 60_000,
  });

/** One switch: flips at once, flips back if the save fails. */
export function useToggleMessageType() {
  const queryClient = useQueryClient();
  return useMutation<
    MessageConfigEntry[],
    Error,
    { type: MessageType; enabled: boolean },
    { previous: MessageConfig | undefined }
  >({
    mutationFn: ({ type, enabled }) =>
      call(endpoints.message.configEdit, { configs: [{ message_type: type, enabled }] }, { silent: true }),
    onMutate: async ({ type, enabled }) => {
      await queryClient.cancelQueries({ queryKey: messageKeys.config });
      const previous = queryClient.getQueryData<MessageConfig>(messageKeys.config);
      if (previous) queryClient.setQueryData(messageKeys.config, { ...previous, [type]: enabled });
      return { previous };
    },
    onSuccess: (rows, { type, enabled }) => {
      queryClient.setQueryData(messageKeys.config, toMessageConfig(rows));
      notify.success(`已${enabled ? '开启' : '关闭'}「${typeLabel(type)}」通知`);
    },
    onError: (error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(messageKeys.config, context.previous);
      toastFailure(error, '保存消息设置失败，请稍后重试');
    },
  });
}
