// The machine types of the technical-service form: the options of its "Tipo de máquina" select,
// and the only values the form and the API accept.
export const EQUIPMENT_TYPES = [
  "Zunchadora a batería",
  "Zunchadora neumática",
  "Herramienta manual",
  "Envolvedora automática",
  "Envolvedora de pilar",
  "Envolvedora de túnel",
  "Máquina de airpads",
  "Otro equipo",
] as const;
