// an unknown page of a shop's console
export { ConsoleNotFound as default } from '@/components/layout/error-page';
