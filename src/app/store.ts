import { combineSlices, configureStore } from '@reduxjs/toolkit'
import { baseApi } from '@/api/baseApi'
import { sessionSlice } from '@/session/sessionSlice'

const rootReducer = combineSlices(baseApi, sessionSlice)

export type RootState = ReturnType<typeof rootReducer>

/** A fresh store; the app makes one at start-up, and every test makes its own. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
    devTools: process.env.NODE_ENV !== 'production',
  })
}

export type AppStore = ReturnType<typeof makeStore>
export type AppDispatch = AppStore['dispatch']
