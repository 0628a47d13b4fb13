export { DriversPage as Component } from '@/features/drivers/components/DriversPage'
