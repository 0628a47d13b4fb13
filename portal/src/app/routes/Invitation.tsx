export { InvitationPage as Component } from '@/features/auth/components/InvitationPage'
