export { RegisterPage as Component } from '@/features/purchase/components/RegisterPage'
