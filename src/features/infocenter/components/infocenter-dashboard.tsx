import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useLangParam } from '../../../shared/lib/language'
import { useOpenCores } from '../api/get-open-cores'
import { AreaTiles } from './area-tiles'
import { LatestInvoicesTile, OpenBackordersTile, RecentOrdersTile } from './home-summaries'
import { OpenCoresTile } from './open-cores-tile'
import './infocenter.css'

export type InfocenterFeatures = { order: boolean; invoice: boolean; shipment: boolean }

/**
 * The information-centre home below the session facts: the answers a buyer comes for (recent
 * orders, what is still to come, the latest invoices), each leading to its page, then every area.
 */
export function InfocenterDashboard({ customerId, features }: { customerId: string; features: InfocenterFeatures }) {
  const { t } = useLingui()
  const params = useLangParam()
  // The open cores account exists only while the shop has it on: its tile and area appear once it answers.
  const cores = useOpenCores(customerId).data
  return (
    <>
      {(features.order || features.invoice || cores) && (
        <div className="home-tiles">
          {features.order && (
            <RecentOrdersTile
              customerId={customerId}
              link={
                <Link to="/{-$lang}/infocenter/orderhistory" params={params}>
                  {t`All orders`}
                </Link>
              }
            />
          )}
          {features.order && (
            <OpenBackordersTile
              customerId={customerId}
              link={
                <Link to="/{-$lang}/infocenter/backorderlist" params={params}>
                  {t`The whole backorder list`}
                </Link>
              }
            />
          )}
          {features.invoice && (
            <LatestInvoicesTile
              customerId={customerId}
              link={
                <Link to="/{-$lang}/infocenter/salesinvoice" params={params}>
                  {t`All invoices`}
                </Link>
              }
            />
          )}
          {cores && (
            <OpenCoresTile
              data={cores}
              link={
                <Link to="/{-$lang}/infocenter/deposits" params={params}>
                  {t`The open cores account`}
                </Link>
              }
            />
          )}
        </div>
      )}
      <AreaTiles features={features} deposits={Boolean(cores)} />
    </>
  )
}
