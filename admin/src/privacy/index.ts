import { lazyScreen } from '@/components/lazyScreen'

/** The record of processing: a page of its own (not a resource), reached from the settings menu. */
export const RECORD_OF_PROCESSING_PATH = '/record-of-processing'

export const RecordOfProcessingScreen = lazyScreen(() =>
  import('./RecordOfProcessingPage').then((module) => module.RecordOfProcessingPage)
)
