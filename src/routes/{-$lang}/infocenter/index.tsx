import { createFileRoute } from '@tanstack/react-router'
import { InfocenterHome } from '../../../features/account/components/infocenter-home'

export const Route = createFileRoute('/{-$lang}/infocenter/')({
  component: InfocenterHome,
})
