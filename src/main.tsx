import { boot } from './app/boot'
import './styles.css'

boot()
