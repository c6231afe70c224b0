// Local ESLint rules that hold the architecture (see eslint.config.js).
import fileNameCase from "./file-name-case.js";
import noRestrictedValuePaths from "./no-restricted-value-paths.js";
import roomSpecifiers from "./room-specifiers.js";

export default {
  meta: { name: "architecture" },
  rules: {
    "file-name-case": fileNameCase,
    "no-restricted-value-paths": noRestrictedValuePaths,
    "room-specifiers": roomSpecifiers,
  },
};
