import type {
  Conversation,
  Message,
  MessagePage,
  NewConversationInput,
} from '@ajanda/contracts/messenger.contract'
import {
  type InfiniteData,
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { api } from '../../shared/api/api-client'

export const messengerKeys = {
  all: ['messenger'] as const,
  conversations: ['messenger', 'conversations'] as const,
  messages: (id: number) => ['messenger', 'messages', id] as const,
}

export const conversationsQueryOptions = () =>
  queryOptions({
    queryKey: messengerKeys.conversations,
    queryFn: async ({ signal }) =>
      (await api.get<{ data: Conversation[] }>('/messenger/conversations', undefined, signal)).data,
  })

/** Pages go back in time: the first page is the newest; the next one is older than its first message. */
export const messagesQueryOptions = (conversationId: number) =>
  infiniteQueryOptions({
    queryKey: messengerKeys.messages(conversationId),
    queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
      api.get<MessagePage>(
        `/messenger/conversations/${conversationId}/messages`,
        pageParam ? { before: pageParam } : undefined,
        signal,
      ),
    initialPageParam: 0,
    getNextPageParam: (page: MessagePage) => (page.has_more ? page.data[0]?.id : undefined),
  })

export type MessagePages = InfiniteData<MessagePage>

/** The pages' messages oldest first. */
export const messagesOf = (pages: MessagePages | undefined): Message[] =>
  pages ? [...pages.pages].reverse().flatMap((page) => page.data) : []

/** Adds a message that arrived (or was sent) to the newest page, once. */
export function withMessage(pages: MessagePages | undefined, message: Message): MessagePages | undefined {
  if (!pages) return pages
  if (pages.pages.some((page) => page.data.some((known) => known.id === message.id))) return pages
  const [newest, ...older] = pages.pages
  if (!newest) return pages
  return { ...pages, pages: [{ ...newest, data: [...newest.data, message] }, ...older] }
}

export function useStartConversation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (input: NewConversationInput) =>
      (await api.post<{ data: Conversation }>('/messenger/conversations', input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messengerKeys.conversations }),
  })
}

export function useSendMessage(conversationId: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: string) =>
      (await api.post<{ data: Message }>(`/messenger/conversations/${conversationId}/messages`, { body }))
        .data,
    onSuccess: (message) => {
      queryClient.setQueryData<MessagePages>(messengerKeys.messages(conversationId), (pages) =>
        withMessage(pages, message),
      )
      void queryClient.invalidateQueries({ queryKey: messengerKeys.conversations })
    },
  })
}

export const markRead = (conversationId: number, messageId: number) =>
  api.post<void>(`/messenger/conversations/${conversationId}/read`, { message_id: messageId })

export const signalTyping = (conversationId: number) =>
  api.post<void>(`/messenger/conversations/${conversationId}/typing`)
