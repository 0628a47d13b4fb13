import { paths } from '@/config/paths'
import { useI18n } from '@/i18n/I18nProvider'
import type { Language } from '@/i18n/languages'
import type { ApiResult } from '@/lib/api'
import { startDownload } from '@/lib/download'
import { useApiMutation } from '@/lib/queries'
import { companyPath } from './base'
import { createRoadsideLink, roadsideLinkKey } from './roadsideLink'

/**
 * A file for a roadside check: a posting's designation certificate or roadside pack (ZIP), or the pack of every
 * driver of a contract. `live`: the posting's contract has not ended, so it may have a roadside link.
 */
export type RoadsideFile =
  | { kind: 'certificate' | 'roadsidePack'; workerId: number; live: boolean }
  | { kind: 'contractPack'; contractId: number }

export function roadsideFileUrl(lang: Language, companyId: number, file: RoadsideFile) {
  const path =
    file.kind === 'contractPack'
      ? `contract/${file.contractId}/roadsidePack`
      : `worker/${file.workerId}/${file.kind}`
  return paths.api(lang, `${companyPath(companyId)}/${path}`)
}

const done: ApiResult<unknown> = { ok: true, status: 200, data: {} }

/**
 * Downloads the file. A posting's certificate carries the QR code of its live link, and a GET makes none: a posting
 * whose contract runs is given its link first (the same one when it has it), so that the certificate always has the
 * code. Should that fail (the contract ended meanwhile) the file still comes, without the code. The browser streams
 * it to disk: a contract's pack can be large.
 */
export function useRoadsideDownload(companyId: number) {
  const { lang } = useI18n()
  return useApiMutation(
    async (api, file: RoadsideFile) => {
      const made =
        file.kind !== 'contractPack' && file.live
          ? await createRoadsideLink(api, companyId, file.workerId, { quiet: true })
          : done
      startDownload(roadsideFileUrl(lang, companyId, file))
      return made
    },
    (file) => (file.kind === 'contractPack' ? [] : [roadsideLinkKey(companyId, file.workerId)])
  )
}
