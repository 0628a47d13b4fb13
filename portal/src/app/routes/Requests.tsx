export { AuthorityRequestsPage as Component } from '@/features/authorityRequests'
