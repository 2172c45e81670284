import { createSlice } from '@reduxjs/toolkit'
import type { PayloadAction } from '@reduxjs/toolkit'
import type { Site } from '@contract/common'
import type { SessionStatus } from './sessionMachine'

// A read-only copy of the session machine for Redux DevTools. Nothing reads it: the machine is the truth,
// and src/app/sessionBridge.ts copies it here after every change.

export interface SessionMirror {
  status: SessionStatus
  userID: number | null
  site: Site | null
}

const initialState: SessionMirror = { status: 'restoring', userID: null, site: null }

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionMirrored: (_state, action: PayloadAction<SessionMirror>) => action.payload,
  },
})

export const { sessionMirrored } = sessionSlice.actions
