import drive from '@adonisjs/drive/services/main'
import i18nManager from '@adonisjs/i18n/services/main'
import { BaseSeeder } from '@adonisjs/lucid/seeders'
import env from '#start/env'
import providerConfig from '#config/provider'
import Attachment from '#models/attachment'
import AttachmentCountry from '#models/attachment_country'
import { renderGuidePdf } from '#services/pdf/attachment_pdf'
import { formatDate } from '#services/billing/format'
import {
  ATTACHMENTS_EDITION_DATE,
  DEMO_ATTACHMENTS,
  type DemoAttachment,
} from '#database/demo/attachment_documents'

/** Where a demo attachment's PDF is stored; the key also finds the attachment again on the next run. */
export function demoAttachmentKey(attachment: DemoAttachment) {
  return `attachments/demo/${attachment.fileName}`
}

async function renderDemoAttachment(attachment: DemoAttachment) {
  const i18n = i18nManager.locale('en')
  return renderGuidePdf(
    {
      lang: 'en',
      title: attachment.title,
      subtitle: attachment.subtitle,
      editionDate: ATTACHMENTS_EDITION_DATE,
      editionLabel: `Edition of ${formatDate(ATTACHMENTS_EDITION_DATE)}`,
      intro: attachment.intro,
      sections: attachment.sections,
      note: attachment.note,
      footer: `${providerConfig.seller.name} – ${attachment.title}. General information, not legal advice.`,
      pageLabel: (page, pages) => i18n.t('billing.page', { page, pages }),
    },
    providerConfig.seller.name
  )
}

/**
 * Demo attachments (only when DEMO_DATA=true): guides offered per representative country, rendered as PDFs and
 * stored through drive like the terms of sale, titled in French, Polish and English. An attachment that exists (same
 * file key) is left alone, whatever an admin changed since, except that one without French and Polish titles gets
 * them; one whose file was lost from storage gets it rendered again.
 */
export default class AttachmentsSeeder extends BaseSeeder {
  async run() {
    if (!env.get('DEMO_DATA')) return
    const disk = drive.use()
    for (const data of DEMO_ATTACHMENTS) {
      const key = demoAttachmentKey(data)
      const existing = await Attachment.findBy('file_key', key)
      // Titles seeded before the French and Polish ones existed get them; what an admin wrote stays.
      if (existing && existing.titleFr === null && existing.titlePl === null) {
        await existing.merge({ titleFr: data.titles.fr, titlePl: data.titles.pl }).save()
      }
      if (existing && (await disk.exists(key))) continue

      await disk.put(key, await renderDemoAttachment(data), { contentType: 'application/pdf' })
      if (existing) continue
      const attachment = await Attachment.create({
        titleFr: data.titles.fr,
        titlePl: data.titles.pl,
        titleEn: data.title,
        hasCode: data.hasCode,
        isActive: true,
        fileKey: key,
        fileName: data.fileName,
      })
      await AttachmentCountry.createMany(
        data.countryCodes.map((countryCode) => ({ attachmentId: attachment.id, countryCode }))
      )
    }
  }
}
