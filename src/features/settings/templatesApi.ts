import { templateChangeResponse, templatePreviewResponse, templatesResponse } from '@contract/messages'
import type { TemplateRequest } from '@contract/messages'
import type { z } from 'zod'
import { baseApi } from '@/api/baseApi'
import { idTag, onSuccess } from '@/api/tags'

// Settings → Message templates (issue 29): every template of the messages to families, changing one, and a preview of
// a text (saved or not) with a real swimmer's family. The templates are settings of the academy: one record of the
// SiteSettings tag, made stale by a change.

export type TemplatesResponse = z.output<typeof templatesResponse>
export type TemplateChange = z.output<typeof templateChangeResponse>
export type TemplatePreview = z.output<typeof templatePreviewResponse>
export interface TemplatePreviewArgs {
  id: number
  body: string
  subject?: string | null
  swimmerID: string
}

const TEMPLATES = idTag('SiteSettings', 'message-templates')

export const templatesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    messageTemplates: build.query<TemplatesResponse, void>({
      query: () => '/message-templates',
      responseSchema: templatesResponse,
      providesTags: [TEMPLATES],
    }),
    saveMessageTemplate: build.mutation<TemplateChange, TemplateRequest & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/message-templates/${id}`, method: 'PUT', body }),
      responseSchema: templateChangeResponse,
      invalidatesTags: onSuccess(() => [TEMPLATES]),
    }),
    previewMessageTemplate: build.mutation<TemplatePreview, TemplatePreviewArgs>({
      query: ({ id, ...body }) => ({ url: `/message-templates/${id}/preview`, method: 'POST', body }),
      responseSchema: templatePreviewResponse,
    }),
  }),
})

export const { useMessageTemplatesQuery, useSaveMessageTemplateMutation, usePreviewMessageTemplateMutation } =
  templatesApi
