import { useEffect, useState } from 'react'
import { useApi } from '../../../lib/ApiContext'
import { getCompany } from '../api/getCompany'
import type { CompanyDetails } from '../types'

type CompanyState = { loading: boolean; company: CompanyDetails | null }

export function useCompany(companyId: number | null) {
  const api = useApi()
  const [state, setState] = useState<CompanyState>({ loading: companyId !== null, company: null })

  useEffect(() => {
    if (companyId === null) return
    let current = true
    setState({ loading: true, company: null })
    void getCompany(api, companyId).then((answer) => {
      if (current) setState({ loading: false, company: answer.ok ? answer.data.company : null })
    })
    return () => {
      current = false
    }
  }, [api, companyId])

  return state
}
