import { lazy, Suspense, useState } from 'react'
import { useRoadsideDownload } from '../api/roadsideFiles'

const RoadsideLinkDialog = lazy(() => import('./RoadsideLinkDialog'))

/** What a driver shows at a roadside check: his pack (ZIP), his designation certificate (PDF), his link's dialog. */
export const ROADSIDE_ACTIONS = ['roadsidePack', 'certificate', 'roadsideLink'] as const
export type RoadsideAction = (typeof ROADSIDE_ACTIONS)[number]

export const isRoadsideAction = (action: string): action is RoadsideAction =>
  (ROADSIDE_ACTIONS as readonly string[]).includes(action)

/** A posting the actions act on: its worker id, the driver's name, whether its contract still runs. */
export type RoadsidePosting = { workerId: number; name: string; live: boolean }

/**
 * The roadside actions of a company's postings, for a list of them (a contract's workers, the roster): `act` starts a
 * download or opens the link's dialog, which `dialog` draws (loaded when first opened, with its QR library).
 */
export function useRoadsideActions(companyId: number) {
  const download = useRoadsideDownload(companyId)
  const [linkOf, setLinkOf] = useState<RoadsidePosting | null>(null)

  const act = (action: RoadsideAction, posting: RoadsidePosting) => {
    if (action === 'roadsideLink') setLinkOf(posting)
    else void download.run({ kind: action, workerId: posting.workerId, live: posting.live })
  }
  /** Whether that file of that posting is being prepared (its link made before the download starts). */
  const isPending = (action: RoadsideAction, workerId: number) => {
    const file = download.variables
    return (
      download.pending &&
      file !== undefined &&
      'workerId' in file &&
      file.workerId === workerId &&
      file.kind === action
    )
  }

  const dialog = linkOf && (
    <Suspense fallback={null}>
      <RoadsideLinkDialog
        companyId={companyId}
        workerId={linkOf.workerId}
        name={linkOf.name}
        onClose={() => setLinkOf(null)}
      />
    </Suspense>
  )
  return { act, dialog, isPending }
}
