export { FaqPage as Component } from '@/features/faq/components/FaqPage'
