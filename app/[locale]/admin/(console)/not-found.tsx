// an unknown page of the admin console
export { ConsoleNotFound as default } from '@/components/layout/error-page';
