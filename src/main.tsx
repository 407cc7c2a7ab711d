import { startApp } from './app/start'

startApp(document.getElementById('root') as HTMLElement)
